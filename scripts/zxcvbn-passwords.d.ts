// The password list of zxcvbn-ts's common dictionary, read by scripts/common-passwords.ts (the package's index adds
// a word list we do not use). Its ESM file decompresses to an array of lower-case passwords.
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
