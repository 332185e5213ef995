import tokensCss from '../src/theme/tokens.css?raw';
import { readRootTokens, type ThemeToken } from './read-tokens';
import './theme-tokens.css';

function tokensStartingWith(prefix: string): ThemeToken[] {
  return readRootTokens(tokensCss).filter((token) => token.name.startsWith(prefix));
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
