export { default, generateMetadata } from '@/app/[locale]/(legal)/legalnotice/page';
