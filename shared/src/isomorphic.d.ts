/**
 * Globals that both Node and browsers provide. The shared code type-checks without the DOM or Node
 * libraries, so that it cannot lean on either side; these are the few globals it may use.
 */
declare function atob(data: string): string
declare function btoa(data: string): string

/** The WHATWG URL parser (the fields the shared schemas read). */
declare class URL {
  constructor(url: string, base?: string)
  readonly protocol: string
  readonly hostname: string
  readonly username: string
  readonly password: string
}
