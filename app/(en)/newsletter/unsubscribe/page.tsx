export { default, generateMetadata } from '@/app/[locale]/newsletter/unsubscribe/page';
