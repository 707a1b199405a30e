/** POST resource and GET resource/{id} (§7 Resources): a stored file's record; its bytes are at /napi/resource/{id}. */
export interface ResourceInfo {
  id: string
  name: string
  contentType: string
  size: number
  created: string
}
