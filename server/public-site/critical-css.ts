/**
 * The part of the site's stylesheet a rendered page uses. A public page inlines only the rules
 * whose classes appear in its markup (the first paint needs nothing else) and loads the whole
 * stylesheet without blocking, for what the page shows once it runs (dialogs, toasts, other pages).
 * The stylesheet is Tailwind's minified output, so a small brace-matching parser is enough.
 */

type Node = { kind: "statement"; text: string } | { kind: "block"; prelude: string; body: string; children?: Node[] };

// At-rules whose bodies hold rules to filter; any other at-rule (@font-face, @keyframes...) stays whole.
const GROUPING = /^@(media|supports|layer|container|starting-style)\b/;

export function parseCss(css: string): Node[] {
  const nodes: Node[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const ch = css[i];
    if (ch === "\\") {
      i += 2;
      continue;
    }
    if (ch === '"' || ch === "'") {
      i = endOfString(css, i);
      continue;
    }
    if (ch === ";") {
      const text = css.slice(start, i + 1).trim();
      if (text) nodes.push({ kind: "statement", text });
      start = ++i;
      continue;
    }
    if (ch === "{") {
      const close = matchingBrace(css, i);
      const prelude = css.slice(start, i).trim();
      const body = css.slice(i + 1, close);
      nodes.push({ kind: "block", prelude, body, children: GROUPING.test(prelude) ? parseCss(body) : undefined });
      start = i = close + 1;
      continue;
    }
    i++;
  }
  return nodes;
}

function endOfString(css: string, open: number): number {
  let i = open + 1;
  while (i < css.length && css[i] !== css[open]) i += css[i] === "\\" ? 2 : 1;
  return i + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === "\\") i++;
    else if (ch === '"' || ch === "'") i = endOfString(css, i) - 1;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  return css.length;
}

/**
 * A selector with each `:where(X)` of a single selector X written as X beside it: :where() only
 * takes away specificity, so its element must still be there (Tailwind's `space-y-4` is
 * `:where(.space-y-4>:not(:last-child))`, needed only where `space-y-4` is). A list inside
 * :where() is any one of them: left as it is (and ignored below).
 */
function unwrapWhere(selector: string): string {
  const at = selector.indexOf(":where(");
  if (at < 0) return selector;
  let depth = 0;
  let end = at + ":where(".length;
  for (; end < selector.length; end++) {
    const ch = selector[end];
    if (ch === "\\") end++;
    else if (ch === "(") depth++;
    else if (ch === ")" && depth-- === 0) break;
  }
  const inner = selector.slice(at + ":where(".length, end);
  const rest = unwrapWhere(selector.slice(end + 1));
  if (splitTopLevel(inner, ",").length > 1) return `${selector.slice(0, end + 1)}${rest}`;
  return `${selector.slice(0, at)} ${inner} ${rest}`;
}

/** The selector's text outside brackets and parentheses (:not(), :is(), :has() and lists in :where()). */
function outsideBrackets(selector: string): string {
  let outside = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === "\\") {
      if (depth === 0) outside += selector.slice(i, i + 2);
      i++;
    } else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (depth === 0) outside += ch;
  }
  return outside;
}

/** The classes a selector needs on the page, ignoring those inside :not(), :is(), :has(). */
function requiredClasses(outside: string): string[] {
  return [...outside.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) => unescapeIdent(m[1]));
}

/** The element names a selector needs on the page (`table`, `code`...): Tailwind's reset names many no page has. */
function requiredTags(outside: string): string[] {
  return [...outside.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((m) => m[1].toLowerCase());
}

function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, ch: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (ch as string),
  );
}

/** Every element name in the markup. */
function tagsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1].toLowerCase()));
}

/** Every class token in class attributes of the markup. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(m[1]).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#x27": "'", "#39": "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]);
}

/** The `type` of every `<input>` in the markup. */
function inputTypesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/<input\b[^>]*?\stype="([\w-]+)"/gi)].map((m) => m[1].toLowerCase()));
}

const DATE_TYPES = ["date", "time", "datetime-local", "month", "week"];

/**
 * The parts of form controls Tailwind's reset styles (`::file-selector-button`, the date fields'
 * `::-webkit-datetime-edit-*`...) exist only inside an input of these types: a page without one
 * does not need their rules.
 */
const CONTROL_PARTS: [RegExp, string[]][] = [
  [/::-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/, DATE_TYPES],
  [/::-webkit-(inner|outer)-spin-button/, ["number", ...DATE_TYPES]],
  [/::-webkit-search-/, ["search"]],
  [/::file-selector-button/, ["file"]],
];

interface Markup {
  classes: Set<string>;
  tags: Set<string>;
  inputTypes: Set<string>;
}

/** Whether each form-control part the selector names can be on the page. */
function controlPartsPresent(outside: string, inputTypes: Set<string>): boolean {
  return CONTROL_PARTS.every(([part, types]) => !part.test(outside) || types.some((type) => inputTypes.has(type)));
}

function selectorUsed(prelude: string, markup: Markup): boolean {
  return splitTopLevel(prelude, ",").some((selector) => {
    const outside = outsideBrackets(unwrapWhere(selector));
    return (
      requiredClasses(outside).every((name) => markup.classes.has(name)) &&
      requiredTags(outside).every((name) => markup.tags.has(name)) &&
      controlPartsPresent(outside, markup.inputTypes)
    );
  });
}

/** `text` split at `separator` outside brackets, strings and escapes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") i++;
    else if (ch === '"' || ch === "'") i = endOfString(text, i) - 1;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function serialize(nodes: Node[], used: Markup): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "statement") out += node.text;
    else if (node.children) {
      const inner = serialize(node.children, used);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (node.prelude.startsWith("@") || selectorUsed(node.prelude, used)) {
      out += `${node.prelude}{${node.body}}`;
    }
  }
  return out;
}

/**
 * `css` reduced to the rules the classes and elements in `markup` use. Custom properties neither the kept rules
 * nor the markup's inline styles read (Tailwind's theme variables, its @property registrations) go too.
 */
export function criticalCss(css: string | Node[], markup: string): string {
  const nodes = typeof css === "string" ? parseCss(css) : css;
  const used = { classes: classesIn(markup), tags: tagsIn(markup), inputTypes: inputTypesIn(markup) };
  const inlineStyles = [...markup.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]).join(";");
  const rules =
    inlineStyles +
    serialize(
      nodes.filter((node) => !isProperty(node) && !isTheme(node)),
      used,
    );
  // Theme variables refer to each other (--font-sans: var(--font-arabic)...): follow them twice.
  const theme = nodes.find(isTheme)?.children ?? [];
  let read = rules;
  for (let pass = 0; pass < 2; pass++) read = rules + serialize(pruneVariables(theme, read), used);
  return serialize(
    nodes.flatMap((node): Node[] => {
      if (node.kind === "statement") return [node];
      if (node.prelude === "@layer theme") return [{ ...node, children: pruneVariables(theme, read) }];
      return !isProperty(node) || read.includes(`var(${propertyName(node)}`) ? [node] : [];
    }),
    used,
  );
}

type Block = Extract<Node, { kind: "block" }>;
const isProperty = (node: Node) => node.kind === "block" && node.prelude.startsWith("@property");
const isTheme = (node: Node): node is Block => node.kind === "block" && node.prelude === "@layer theme";
const propertyName = (node: Block) => node.prelude.slice("@property".length).trim();

/** The theme's rules keeping only the custom properties `css` reads with var(). */
function pruneVariables(theme: Node[], css: string): Node[] {
  return theme.map((node) => {
    if (node.kind !== "block" || node.children) return node;
    const declarations = splitTopLevel(node.body, ";").filter((declaration) => {
      const name = declaration.match(/^\s*(--[\w-]+)\s*:/)?.[1];
      return !name || css.includes(`var(${name}`);
    });
    return { ...node, body: declarations.join(";") };
  });
}
