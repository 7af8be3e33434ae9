// Crashes upstream MLIR's parser (LLVM 22: Parser::parseDenseArrayAttr calls
// FloatType::getWidth on `index`): a DenseArrayAttr of index. pad-fuzz skips
// such inputs; test/Fuzz/upstream-crashes.test fails once upstream parses it.
func.func @f() attributes {a = array<index: 1>} {
  return
}
