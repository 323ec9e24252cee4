"""WCAG 2's contrast check, run in the desk's page by the browser tests."""

from __future__ import annotations

# WCAG 2's relative luminance of an sRGB colour [r, g, b], and the channels of a CSS colour: shared by the checks below.
LUMINANCE = """const channel = (value) => {
    value /= 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const parse = (css) => css.match(/[\\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);"""

# For every element with text of its own, outside the SVG cards: its colour against the first opaque
# background behind it, by WCAG 2's formula; 4.5:1 for normal text, 3:1 for large text (24px, or 18.66px bold).
CONTRAST_FAILURES = """() => {
  """ + LUMINANCE + """
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

# A card's state ring (lit, current, faulty: a box-shadow) or the focus ring (an outline) against the first
# opaque background behind the card: [ratio, ...] for every element the selector finds. WCAG 2.1's 1.4.11
# asks 3:1 of such marks.
RING_CONTRASTS = """([selector, property]) => {
  """ + LUMINANCE + """
  const background = (element) => {
    for (let at = element.parentElement; at; at = at.parentElement) {
      const colour = parse(getComputedStyle(at).backgroundColor);
      if (colour.length < 4 || colour[3] === 1) return colour;
    }
    return [255, 255, 255];
  };
  return [...document.querySelectorAll(selector)].map((element) => {
    const ring = parse(getComputedStyle(element)[property]).slice(0, 3);
    const [a, b] = [luminance(ring), luminance(background(element))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}"""

# The ink of faded cards (cards still to play, cards that may not be played): each indice's and sign's colour
# at the card's opacity over the card's white, against that white: [ratio, ...].
FADED_INK_CONTRASTS = """(selector) => {
  """ + LUMINANCE + """
  const hex = (colour) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  const ratios = [];
  for (const card of document.querySelectorAll(selector)) {
    const opacity = Number(getComputedStyle(card).opacity);
    const drawing = decodeURIComponent(card.querySelector('img.card-face').src.replace(/^data:image\\/svg\\+xml,/, ''));
    const svg = new DOMParser().parseFromString(drawing, 'image/svg+xml');
    for (const mark of svg.querySelectorAll('text, path, circle')) {
      const fill = mark.getAttribute('fill');
      if (!/^#[0-9a-f]{6}$/i.test(fill) || fill.toLowerCase() === '#ffffff') continue;
      const seen = hex(fill).map((value) => opacity * value + (1 - opacity) * 255);
      ratios.push((1.05) / (luminance(seen) + 0.05));
    }
  }
  return ratios;
}"""
