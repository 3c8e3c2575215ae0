// @web/test-runner runs component tests in mocha's BDD interface; these are the globals the tests use.
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: () => void | Promise<void>): void;
declare function before(body: () => void | Promise<void>): void;
declare function after(body: () => void | Promise<void>): void;
declare function beforeEach(body: () => void | Promise<void>): void;
declare function afterEach(body: () => void | Promise<void>): void;
