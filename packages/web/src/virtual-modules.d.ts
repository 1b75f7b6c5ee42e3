/** Mantine's stylesheets for the components the app uses (build/mantine-styles.ts). */
declare module 'virtual:mantine-styles.css';
