export { default, generateMetadata } from '@/app/[locale]/faq/page';
