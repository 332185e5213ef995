import { encode } from 'uqr';
import { useAbsoluteAddress } from '../../../lib/site-origin';
import '../home.css';

/**
 * A QR code drawn as one SVG path from the address: crisp at any size, no image file. A path on the
 * site (the install page's) is encoded whole, since a phone scanning it has no page to be relative to.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(useAbsoluteAddress(value), { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={160}
      height={160}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
