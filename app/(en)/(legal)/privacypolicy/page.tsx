export { default, generateMetadata } from '@/app/[locale]/(legal)/privacypolicy/page';
