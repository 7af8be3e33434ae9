func.func @f() attributes {a = array // a comment
  < // another
 index: 1>} {
  return
}
