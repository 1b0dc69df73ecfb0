export { default, generateMetadata } from '@/app/[locale]/(legal)/termsofuse/page';
