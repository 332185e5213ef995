import tokensCss from '../src/theme/tokens.css?raw';
import './theme-tokens.css';

/** One custom property of the theme as the stylesheet declares it. */
export interface ThemeToken {
  name: string;
  value: string;
}

/**
 * The tokens declared on `:root` in the theme's stylesheet, read from the file itself so the page can
 * never show a value the widgets do not use.
 */
export function readRootTokens(css: string = tokensCss): ThemeToken[] {
  const root = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  return [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => ({
    name,
    value: value.replace(/\s+/g, ' ').trim(),
  }));
}

function tokensStartingWith(prefix: string): ThemeToken[] {
  return readRootTokens().filter((token) => token.name.startsWith(prefix));
}

/** Every colour token as a swatch drawn with the token itself, beside its name and value. */
export function ColourSwatches() {
  return (
    <ul className="theme-tokens theme-tokens--swatches">
      {tokensStartingWith('--color-').map((token) => (
        <li key={token.name}>
          <span
            className="theme-tokens__swatch"
            style={{ background: `var(${token.name})` }}
            aria-hidden="true"
          />
          <code>{token.name}</code>
          <span>{token.value}</span>
        </li>
      ))}
    </ul>
  );
}

type Scale = 'space' | 'radius' | 'font-size' | 'shadow';

/** A scale (spacing, radii, type sizes, shadows), each step drawn at its real size. */
export function TokenScale({ scale }: { scale: Scale }) {
  return (
    <ul className="theme-tokens">
      {tokensStartingWith(`--${scale}-`).map((token) => (
        <li key={token.name}>
          <code>{token.name}</code>
          <span>{token.value}</span>
          {scale === 'font-size' ? (
            <span style={{ fontSize: `var(${token.name})` }}>Minbar Aa</span>
          ) : (
            <span
              className={`theme-tokens__sample theme-tokens__sample--${scale}`}
              style={
                scale === 'space'
                  ? { inlineSize: `var(${token.name})` }
                  : scale === 'radius'
                    ? { borderRadius: `var(${token.name})` }
                    : { boxShadow: `var(${token.name})` }
              }
              aria-hidden="true"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
