export { default, generateMetadata } from '@/app/[locale]/newsletter/confirm/page';
