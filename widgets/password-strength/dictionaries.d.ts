// The German package's word lists, imported one by one (its index also pulls in the Wikipedia list).
declare module '@zxcvbn-ts/language-de/dist/*.json.esm.js' {
  const words: string[];
  export default words;
}
