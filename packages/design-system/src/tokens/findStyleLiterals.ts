/**
 * Finds design values written into a style file instead of read from the theme: colours, sizes,
 * durations and z-indexes belong in tokens.ts, so one change there restyles the whole product.
 * A small lexer splits the source into code and string text (comments dropped, template
 * expressions treated as code, line numbers kept), then each kind of literal is matched only
 * where it can occur.
 */

export interface StyleLiteral {
  line: number;
  kind: 'colour' | 'size' | 'duration' | 'z-index' | 'type';
  text: string;
}

interface Segment {
  kind: 'code' | 'string';
  text: string;
  line: number;
}

/** CSS named colours; `transparent` and `currentColor` are keywords, not palette values. */
const namedColours = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** Properties whose unitless numbers stay unitless; on any other, vanilla-extract appends px. */
const unitlessProperties = new Set([
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'opacity',
  'WebkitLineClamp',
  'lineClamp',
  'aspectRatio',
  'fontWeight',
  'zIndex', // reported by its own rule below
]);

const hexColour = /#[0-9a-f]{3,8}\b/gi;
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const sizeLiteral = /(?<![\w.#-])-?(\d*\.)?\d+(px|rem|em|ch|ex|pt|vmin|vmax)\b/g;
const durationLiteral = /(?<![\w.#-])(\d*\.)?\d+(ms|s)\b/g;
const cssZIndex = /z-index\s*:\s*-?\d/gi;
const stringZIndex = /^\s*-?\d+\s*$/;

function split(source: string): Segment[] {
  const segments: Segment[] = [];
  let line = 1;
  let index = 0;
  let code = '';
  let codeLine = 1;
  // Each open template literal remembers the brace depth its `${` started at.
  const templates: number[] = [];
  let depth = 0;

  const flushCode = () => {
    if (code) segments.push({ kind: 'code', text: code, line: codeLine });
    code = '';
    codeLine = line;
  };
  const readString = (quote: string): void => {
    const start = line;
    let text = '';
    while (index < source.length) {
      const char = source.charAt(index);
      if (char === '\\') {
        text += source.slice(index, index + 2);
        index += 2;
        continue;
      }
      if (char === quote) {
        index += 1;
        break;
      }
      if (quote === '`' && char === '$' && source[index + 1] === '{') {
        index += 2;
        templates.push(depth);
        depth += 1;
        break;
      }
      if (char === '\n') line += 1;
      text += char;
      index += 1;
    }
    segments.push({ kind: 'string', text, line: start });
    codeLine = line;
  };

  while (index < source.length) {
    const char = source.charAt(index);
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      while (index < source.length && source[index] !== '\n') index += 1;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      line += source.slice(index, stop).split('\n').length - 1;
      index = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      flushCode();
      index += 1;
      readString(char);
    } else if (char === '}' && templates.length > 0 && templates.at(-1) === depth - 1) {
      // The end of a `${…}` expression: back inside its template literal.
      flushCode();
      templates.pop();
      depth -= 1;
      index += 1;
      readString('`');
    } else {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (char === '\n') line += 1;
      code += char;
      index += 1;
    }
  }
  flushCode();
  return segments;
}

/** Line number of `offset` within a segment that starts at `line`. */
const lineAt = (segment: Segment, offset: number) =>
  segment.line + (segment.text.slice(0, offset).match(/\n/g)?.length ?? 0);

const isZero = (literal: string) => parseFloat(literal.replace(/^[^\d.-]*/, '')) === 0;

export interface FindStyleLiteralsOptions {
  /** Also report font-size and line-height, which belong to the type styles alone. */
  forbidTypeProperties?: boolean;
}

/** Every colour, size, duration and z-index literal in a `.css.ts` source, by line. */
export function findStyleLiterals(
  source: string,
  { forbidTypeProperties = false }: FindStyleLiteralsOptions = {},
): StyleLiteral[] {
  const found: StyleLiteral[] = [];
  const report = (segment: Segment, offset: number, kind: StyleLiteral['kind'], text: string) =>
    found.push({ line: lineAt(segment, offset), kind, text });

  const segments = split(source);
  segments.forEach((segment, position) => {
    if (segment.kind === 'string') {
      const { text } = segment;
      for (const match of text.matchAll(hexColour))
        report(segment, match.index, 'colour', match[0]);
      for (const match of text.matchAll(colourFunction)) {
        report(segment, match.index, 'colour', match[0]);
      }
      for (const match of text.matchAll(/[a-z-]+/gi)) {
        if (namedColours.has(match[0].toLowerCase())) {
          report(segment, match.index, 'colour', match[0]);
        }
      }
      for (const match of text.matchAll(sizeLiteral)) {
        if (!isZero(match[0])) report(segment, match.index, 'size', match[0]);
      }
      for (const match of text.matchAll(durationLiteral)) {
        if (!isZero(match[0])) report(segment, match.index, 'duration', match[0]);
      }
      for (const match of text.matchAll(cssZIndex))
        report(segment, match.index, 'z-index', match[0]);
      // zIndex: '10' — the string directly follows a `zIndex:` in the code before it.
      const before = segments[position - 1];
      if (before?.kind === 'code' && /zIndex\s*:\s*$/.test(before.text)) {
        if (stringZIndex.test(text)) report(segment, 0, 'z-index', text);
      }
      return;
    }
    for (const match of segment.text.matchAll(/\b([A-Za-z]+)\s*:\s*(-?\d*\.?\d+)\b/g)) {
      const [, property = '', value = ''] = match;
      if (property === 'zIndex') report(segment, match.index, 'z-index', match[0]);
      else if (!unitlessProperties.has(property) && parseFloat(value) !== 0) {
        report(segment, match.index, 'size', match[0]);
      }
    }
    if (forbidTypeProperties) {
      for (const match of segment.text.matchAll(/\b(fontSize|lineHeight)\s*:/g)) {
        report(segment, match.index, 'type', match[1] ?? '');
      }
    }
  });
  return found.sort((a, b) => a.line - b.line);
}
