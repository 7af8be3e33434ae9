func.func @f(%src: tensor<?xsi16>, %v: si16) -> (tensor<?xsi16>) {
  %p = pad.pad %src low[9223372036854775806] high[0] interior[0] mode(constant) value(%v) : tensor<?xsi16> to tensor<?xsi16>
  return %p : tensor<?xsi16>
}
