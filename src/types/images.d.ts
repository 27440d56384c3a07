/** Images imported by components become URLs of hashed files (Gatsby's webpack asset rule). */
declare module "*.png" {
  const src: string;
  export default src;
}
