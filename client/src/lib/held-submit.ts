import { DEFERRED_FORM_ATTRIBUTE } from "@shared/ssr";
import { heldInput } from "./held-input";

// A server-rendered form whose code is still loading has no script behind it yet: a tap on its
// button would post the page natively, which reloads it and loses what the visitor typed (every
// public form is sent by script). The page shell holds such a submit from the moment the page is
// parsed (at the window, after React's listener on the root: a hydrated form has already prevented
// it), and the form sends it again once its code has hydrated it, so the tap is answered as if the
// code had been there all along.
// Likewise a choice made or a text typed meanwhile (a star, a checkbox, a dropdown, a name, a link): hydration
// sets controlled inputs back to the form's state, and the form's state never heard of text typed
// into the served page, so both are noted as the code arrives and entered again after.

/** Sends the submit held while the form's code was loading, now that it can answer it. */
export function sendHeldSubmit() {
  const held = heldInput();
  const form = held.form;
  held.form = null;
  if (form?.isConnected) form.requestSubmit();
}

type Choice =
  | { input: HTMLInputElement; checked: boolean }
  | { input: HTMLInputElement | HTMLTextAreaElement; text: string }
  | { input: HTMLSelectElement; chosen: string };

/** The option a dropdown shows as served: the one marked selected, else its first. */
const servedOption = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.defaultSelected) ?? select.options[0];

const TEXT_FIELDS = `input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]):not([type="file"]):not([type="submit"]), textarea`;

/** What the visitor changed in the loading forms from the page as served: choices and typed text. */
export function noteChoices(): Choice[] {
  // The server renders the form too, and has no page to read.
  if (typeof document === "undefined") return [];
  const inForm = (selector: string) => `[${DEFERRED_FORM_ATTRIBUTE}] :is(${selector})`;
  const boxes = document.querySelectorAll<HTMLInputElement>(inForm(`input[type="radio"], input[type="checkbox"]`));
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(inForm(TEXT_FIELDS));
  const selects = document.querySelectorAll<HTMLSelectElement>(inForm("select"));
  return [
    ...[...selects]
      .filter((input) => input.selectedOptions[0] !== servedOption(input))
      .map((input) => ({ input, chosen: input.value })),
    ...[...boxes]
      .filter((input) => input.checked !== input.defaultChecked)
      .map((input) => ({ input, checked: input.checked })),
    ...[...fields].filter((input) => input.value !== input.defaultValue).map((input) => ({ input, text: input.value })),
  ];
}

/**
 * Makes the noted changes again through the hydrated form, so React sees each one (and the form's
 * state follows) whatever hydration left on screen: a box is set the other way, then clicked; a
 * text is cleared through React's own value tracking, then typed back with an input event.
 */
export function restoreChoices(choices: Choice[]) {
  for (const choice of choices) {
    const { input } = choice;
    if (!input.isConnected) continue;
    if ("chosen" in choice) {
      const select = choice.input;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(select, choice.chosen);
      select.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    if ("text" in choice) {
      input.value = "";
      const prototype =
        input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(input, choice.text);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      continue;
    }
    const box = choice.input;
    if (box.type === "radio" && !choice.checked) continue;
    box.checked = !choice.checked;
    box.click();
  }
}
