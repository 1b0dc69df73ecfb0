export { default, generateMetadata } from '@/app/[locale]/sellers/page';
