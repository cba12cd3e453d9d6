/** `import text from './file.css?raw'`: the file's text (rollup.config.mjs, and Vite in tests and Storybook). */
declare module '*?raw' {
  const text: string;
  export default text;
}
