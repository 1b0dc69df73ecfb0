/** Text safe inside an XML element or attribute. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date for RSS ("Sat, 21 Nov 2026 00:00:00 GMT") from an ISO date. */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  date: string;
  author: string;
  categories: string[];
}

/** An RSS 2.0 document; every link must already be absolute. */
export function rssFeed(channel: {
  title: string;
  link: string;
  self: string;
  description: string;
  language: string;
  items: RssItem[];
}): string {
  const items = channel.items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <description>${escapeXml(item.description)}</description>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <pubDate>${rssDate(item.date)}</pubDate>
${item.categories.map((category) => `      <category>${escapeXml(category)}</category>\n`).join('')}    </item>`,
  );
  const latest = channel.items[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
${latest ? `    <lastBuildDate>${rssDate(latest)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
