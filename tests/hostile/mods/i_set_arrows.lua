-- expect: arrows must be 0 to 1000000
-- Item 6: g:set_arrows with 2^31 is refused, not cut to a negative int.
function rules.play(g) g:set_arrows(1, 1 << 31) end
