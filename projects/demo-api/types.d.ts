// json-server 0.17 ships no type declarations: its exports are used untyped.
declare module 'json-server';
