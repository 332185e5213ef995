/**
 * The axis style every uPlot chart of the dashboard draws with: colours from the theme tokens and the
 * page's font, read from the chart's host element at draw time (a canvas cannot read CSS itself).
 */
export function themedAxis(element: HTMLElement) {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const font = `12px ${style.fontFamily}`;
  return {
    token,
    axis: {
      stroke: token('--color-text-muted'),
      grid: { stroke: token('--color-border'), width: 1 },
      ticks: { stroke: token('--color-border'), width: 1 },
      font,
      labelFont: `600 ${font}`,
    },
  };
}
