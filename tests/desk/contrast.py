"""WCAG 2's contrast check, run in the desk's page by the browser tests."""

from __future__ import annotations

# For every element with text of its own, outside the SVG cards: its colour against the first opaque
# background behind it, by WCAG 2's formula; 4.5:1 for normal text, 3:1 for large text (24px, or 18.66px bold).
CONTRAST_FAILURES = """() => {
  const channel = (value) => {
    value /= 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const parse = (css) => css.match(/[\\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const background = (element) => {
    for (let at = element; at; at = at.parentElement) {
      const colour = parse(getComputedStyle(at).backgroundColor);
      if (colour.length < 4 || colour[3] === 1) return colour;
    }
    return [255, 255, 255];
  };
  const failures = [];
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('svg') || !element.getClientRects().length) continue;
    const text = [...element.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
    if (!text) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    const [a, b] = [luminance(parse(style.color)), luminance(background(element))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) failures.push(`${text.slice(0, 40)}: ${ratio.toFixed(2)}`);
  }
  return failures;
}"""
