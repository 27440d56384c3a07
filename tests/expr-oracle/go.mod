module flowg-site/expr-oracle

go 1.18

require github.com/expr-lang/expr v1.17.8
