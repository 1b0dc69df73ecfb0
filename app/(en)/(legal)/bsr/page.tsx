export { default, generateMetadata } from '@/app/[locale]/(legal)/bsr/page';
