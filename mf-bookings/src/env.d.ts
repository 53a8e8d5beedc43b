// Rsbuild's CSS modules: `import styles from './x.module.css'` gives the class names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
