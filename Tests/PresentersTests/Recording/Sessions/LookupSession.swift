/// A lookup session recorded once over the word list and checked in, as the recorder wrote it: "sw"
/// replaced by "swi" before it answers, a server error, "swo", and its first word picked. A test replays
/// it without the word list; another checks that recording the same session still writes it (SwiftPM
/// would warn about a loose text file that the package does not declare).
enum LookupFixture {
    static let recording = #"""
        # presenter recording v1
        # time: ticks of 1.0 s
        0 state lookup {"isLoading":false,"query":"","results":[]}
        100 event lookup {"typed":{"_0":"sw"}}
        100 state lookup {"isLoading":true,"query":"sw","results":[]}
        100 subscribe lookup words#1 "sw"
        110 event lookup {"typed":{"_0":"swi"}}
        110 state lookup {"isLoading":true,"query":"swi","results":[]}
        110 dispose lookup words#1
        110 subscribe lookup words#2 "swi"
        140 next lookup words#2 ["swift","swim","swing"]
        140 state lookup {"isLoading":false,"query":"swi","results":["swift","swim","swing"]}
        140 completed lookup words#2
        150 event lookup {"typed":{"_0":"?"}}
        150 state lookup {"isLoading":true,"query":"?","results":["swift","swim","swing"]}
        150 subscribe lookup words#3 "?"
        150 error lookup words#3 {"LookupFailure":{"status":503}}
        150 state lookup {"error":"Server error 503.","isLoading":false,"query":"","results":[]}
        160 event lookup {"typed":{"_0":"swo"}}
        160 state lookup {"error":"Server error 503.","isLoading":true,"query":"swo","results":[]}
        160 subscribe lookup words#4 "swo"
        190 next lookup words#4 ["sword"]
        190 state lookup {"isLoading":false,"query":"swo","results":["sword"]}
        190 completed lookup words#4
        200 event lookup {"pick":{"_0":0}}
        200 route lookup {"definition":{"_0":"sword"}}

        """#
}
