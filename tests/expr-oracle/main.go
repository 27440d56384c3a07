// Command expr-oracle tells, for each expression it reads, what expr-lang/expr v1.17.8 says of
// it: the parser's error (syntax only) and the compiler's error with the options FlowG v0.63.0
// compiles filters with (internal/utils/langs/filtering/types.go). It produces
// tests/fixtures/expr-oracle.json, which tests/unit/expr-filters.test.ts holds the site's own
// grammar check (src/shared/expr/parse.ts) to. See README.md next to this file.
//
// Input: a JSON array of strings on stdin. Output: a JSON array of
// {"text", "parseError", "compileError"} on stdout, errors reduced to their first line.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/parser"
)

type verdict struct {
	Text         string  `json:"text"`
	ParseError   *string `json:"parseError"`
	CompileError *string `json:"compileError"`
}

func firstLine(err error) *string {
	if err == nil {
		return nil
	}
	line := strings.SplitN(err.Error(), "\n", 2)[0]
	return &line
}

func main() {
	var texts []string
	if err := json.NewDecoder(os.Stdin).Decode(&texts); err != nil {
		fmt.Fprintln(os.Stderr, "expr-oracle: stdin is not a JSON array of strings:", err)
		os.Exit(2)
	}
	verdicts := make([]verdict, 0, len(texts))
	for _, text := range texts {
		_, parseErr := parser.Parse(text)
		_, compileErr := expr.Compile(
			text,
			expr.Env(map[string]string{}),
			expr.AllowUndefinedVariables(),
			expr.AsBool(),
			expr.WarnOnAny(),
		)
		verdicts = append(verdicts, verdict{text, firstLine(parseErr), firstLine(compileErr)})
	}
	out := json.NewEncoder(os.Stdout)
	out.SetIndent("", "  ")
	out.SetEscapeHTML(false)
	if err := out.Encode(verdicts); err != nil {
		fmt.Fprintln(os.Stderr, "expr-oracle:", err)
		os.Exit(1)
	}
}
