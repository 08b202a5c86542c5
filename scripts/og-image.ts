// Draws public/og-image.png, the site's default Open Graph image, from the favicon's face (app/icon.svg) and the
// site's name (a name, so one image serves every language). A static file, so no page draws an image per request.
// Run after changing either: npx tsx scripts/og-image.ts
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const icon = readFileSync('app/icon.svg', 'utf8').replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');
const text = (y: number, size: number, fill: string, content: string, weight = 'normal') =>
  `<text x="540" y="${y}" font-family="DejaVu Sans" font-weight="${weight}" font-size="${size}" fill="${fill}">${content}</text>`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#1f2a44"/>
<g transform="translate(150 155) scale(5)">${icon}</g>
${text(300, 72, '#ffffff', 'Emoji', 'bold')}${text(390, 72, '#ffffff', 'Intelligence', 'bold')}</svg>`;

// A 64-colour palette keeps the file near 14 KB; the drawing has few colours.
await sharp(Buffer.from(svg)).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile('public/og-image.png');
