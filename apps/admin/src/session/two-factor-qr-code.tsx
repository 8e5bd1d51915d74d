import { create } from 'qrcode';
import { useMemo } from 'react';

/** The `otpauth://` URI as a QR code, drawn here as an SVG path: no image request to any server,
 * nothing for the Content-Security-Policy to allow. */
export function TwoFactorQrCode({ uri }: { uri: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(uri, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    return { size: modules.size, path: parts.join('') };
  }, [uri]);
  const quiet = 4;
  return (
    <svg
      role="img"
      aria-label="QR code to scan with your authenticator app"
      viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
      className="h-48 w-48 rounded border border-slate-200"
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={size + 2 * quiet} height={size + 2 * quiet} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
