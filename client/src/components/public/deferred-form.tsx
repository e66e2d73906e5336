import { type ComponentType, useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { DEFERRED_FORM_ATTRIBUTE } from "@shared/ssr";
import { noteChoices, restoreChoices, sendHeldSubmit } from "@/lib/held-submit";
import { deferred } from "./deferred";

type Choices = ReturnType<typeof noteChoices>;

/**
 * A public page's form whose code (react-hook-form, zod and its messages, the form's fields) is
 * its own chunk, loaded once the page around it is on screen (see deferred.tsx), so the page's
 * first script stays the shell's. A submit tapped before the form hydrates is held and sent once
 * it is ready, and a choice made meanwhile is made again (lib/held-submit.ts). A page reached by a
 * link shows a spinner in the form's place for that moment.
 */
export function deferredForm<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Form = deferred(
    () =>
      load().then((Loaded) => {
        // Before React hydrates the form with this code: what the visitor chose meanwhile.
        const choices = noteChoices();
        // AfterHydration comes after the form in its boundary: its effect runs once the form has hydrated.
        return function ReadyForm(props: Props) {
          return (
            <>
              <Loaded {...props} />
              <AfterHydration choices={choices} />
            </>
          );
        };
      }),
    <div className="flex justify-center py-16">
      <Spinner label="جارٍ تحميل النموذج..." />
    </div>,
  );
  return function DeferredForm(props: Props) {
    return (
      <div {...{ [DEFERRED_FORM_ATTRIBUTE]: "" }} className="contents">
        <Form {...props} />
      </div>
    );
  };
}

function AfterHydration({ choices }: { choices: Choices }) {
  useEffect(() => {
    restoreChoices(choices.splice(0));
    sendHeldSubmit();
  }, [choices]);
  return null;
}
