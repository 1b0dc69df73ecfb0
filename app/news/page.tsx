import { NewsList, newsListMetadata } from './news-list';

export const metadata = newsListMetadata(1);

export default function NewsPage() {
  return <NewsList page={1} />;
}
