export { GET } from '@/app/[locale]/feed.xml/route';
export const dynamic = 'force-static';
