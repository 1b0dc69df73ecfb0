export { default, generateMetadata } from '@/app/[locale]/newsletter/unsubscribed/page';
