// rapidoc ships no type declarations; importing it only registers the <rapi-doc> custom element.
declare module "rapidoc";
