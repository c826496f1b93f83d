// A stylesheet imported for its effect only (the host's design tokens).
declare module '*.css';
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
