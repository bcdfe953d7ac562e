-- expect: time budget
for w in string.gmatch(string.rep("a", 40), string.rep("a?", 40) .. string.rep("a", 40) .. "$") do -- here
end
for w in string.gmatch(string.rep("a", 40), "(a*)*b") do end
