/** Saving a text the page made (a battle file, a chart) as a file the browser downloads. */
export function download(name: string, text: string | Blob, type: string): void {
  const url = URL.createObjectURL(typeof text === 'string' ? new Blob([text], { type }) : text);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** How many pixels a PNG holds for each unit of the drawing: sharp on a phone's dense screen. */
const PNG_SCALE = 2;

/**
 * Saves a drawn SVG as a PNG: the SVG's own text drawn on a canvas (no library), on white.
 * Resolves once the file is handed to the browser; false when the browser cannot draw it.
 */
export async function downloadPng(name: string, svg: SVGSVGElement): Promise<boolean> {
  const width = svg.width.baseVal.value;
  const height = svg.height.baseVal.value;
  const source = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * PNG_SCALE);
    canvas.height = Math.round(height * PNG_SCALE);
    const context = canvas.getContext('2d');
    if (!context) return false;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) return false;
    download(name, png, 'image/png');
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(source);
  }
}
