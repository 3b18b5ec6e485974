// Types of ./typescript.js: the TypeScript API, whichever copy `@schematics/angular` uses.
import * as ts from 'typescript';
export = ts;
