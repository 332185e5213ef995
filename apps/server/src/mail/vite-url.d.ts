/** Vite serves an import ending in `?url` as the address of the file (the mail stories' axe script). */
declare module '*?url' {
  const url: string;
  export default url;
}
