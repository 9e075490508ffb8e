// The bundler emits imported images as files and hands back their URL (asset/resource).
declare module '*.svg' {
  const url: string;
  export default url;
}
