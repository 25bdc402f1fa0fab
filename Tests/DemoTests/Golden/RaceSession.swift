extension Golden {
    /// A session recorded in real time, kept as the demo wrote it: logged in, then `more`, and `refresh`
    /// typed 300 ms later, at 1197 ms, while the older posts were still on their way: they came at 1199 ms.
    /// Replayed with the backend's 300 ms latency, the page would come before the refresh; replayed with
    /// the recorded answers, it comes after it, as it did.
    static let raceRecording = #"""
        # presenter recording v1
        # time: milliseconds
        0 state login {"email":"","isLoading":false,"isLoginEnabled":false,"password":""}
        1 note input "email demo@example.com"
        1 note send "login emailChanged \"demo@example.com\""
        1 event login {"emailChanged":{"_0":"demo@example.com"}}
        1 state login {"email":"demo@example.com","isLoading":false,"isLoginEnabled":false,"password":""}
        1 note input "password password1"
        1 note send "login passwordChanged \"password1\""
        1 event login {"passwordChanged":{"_0":"password1"}}
        1 state login {"email":"demo@example.com","isLoading":false,"isLoginEnabled":true,"password":"password1"}
        1 note input "login"
        1 note send "login loginTapped"
        1 event login {"loginTapped":{}}
        1 state login {"email":"demo@example.com","isLoading":true,"isLoginEnabled":false,"password":"password1"}
        1 subscribe login login.logIn#1 {"email":"demo@example.com","password":"password1"}
        302 next login login.logIn#1 {"email":"demo@example.com","token":"token-1"}
        302 completed login login.logIn#1
        302 state login {"email":"demo@example.com","isLoading":false,"isLoginEnabled":true,"password":"password1"}
        302 route login {"feed":{}}
        302 state feed {"isEmpty":false,"isLoadingInitial":false,"isLoadingOlder":false,"isRefreshing":false,"items":[],"moreToLoad":true}
        303 event feed {"appear":{}}
        303 state feed {"isEmpty":false,"isLoadingInitial":true,"isLoadingOlder":false,"isRefreshing":false,"items":[],"moreToLoad":true}
        303 subscribe feed feed.page#1 {"latest":{}}
        604 next feed feed.page#1 [{"author":"Ben Okafor","id":100,"title":"Smart Maps","votes":400},{"author":"Ana Souza","id":99,"title":"Quiet Habits","votes":481},{"author":"Kofi Mensah","id":98,"title":"Fast Journal","votes":62},{"author":"Jade Moreau","id":97,"title":"Open Weather","votes":143},{"author":"Ivan Petrov","id":96,"title":"Tiny Recipes","votes":224},{"author":"Hana Sato","id":95,"title":"Offline Planner","votes":305},{"author":"Gus Lindqvist","id":94,"title":"Pocket Reader","votes":386},{"author":"Fatima Zahra","id":93,"title":"Plain Budget","votes":467},{"author":"Emil Novak","id":92,"title":"Smart Timer","votes":48},{"author":"Dana Levi","id":91,"title":"Quiet Notes","votes":129},{"author":"Chen Wei","id":90,"title":"Fast Flashcards","votes":210},{"author":"Ben Okafor","id":89,"title":"Open Tasks","votes":291},{"author":"Ana Souza","id":88,"title":"Tiny Music","votes":372},{"author":"Kofi Mensah","id":87,"title":"Offline Maps","votes":453},{"author":"Jade Moreau","id":86,"title":"Pocket Habits","votes":34},{"author":"Ivan Petrov","id":85,"title":"Plain Journal","votes":115},{"author":"Hana Sato","id":84,"title":"Smart Weather","votes":196},{"author":"Gus Lindqvist","id":83,"title":"Quiet Recipes","votes":277},{"author":"Fatima Zahra","id":82,"title":"Fast Planner","votes":358},{"author":"Emil Novak","id":81,"title":"Open Reader","votes":439}]
        604 completed feed feed.page#1
        604 state feed {"isEmpty":false,"isLoadingInitial":false,"isLoadingOlder":false,"isRefreshing":false,"items":[{"author":"Ben Okafor","id":100,"title":"Smart Maps","votes":400},{"author":"Ana Souza","id":99,"title":"Quiet Habits","votes":481},{"author":"Kofi Mensah","id":98,"title":"Fast Journal","votes":62},{"author":"Jade Moreau","id":97,"title":"Open Weather","votes":143},{"author":"Ivan Petrov","id":96,"title":"Tiny Recipes","votes":224},{"author":"Hana Sato","id":95,"title":"Offline Planner","votes":305},{"author":"Gus Lindqvist","id":94,"title":"Pocket Reader","votes":386},{"author":"Fatima Zahra","id":93,"title":"Plain Budget","votes":467},{"author":"Emil Novak","id":92,"title":"Smart Timer","votes":48},{"author":"Dana Levi","id":91,"title":"Quiet Notes","votes":129},{"author":"Chen Wei","id":90,"title":"Fast Flashcards","votes":210},{"author":"Ben Okafor","id":89,"title":"Open Tasks","votes":291},{"author":"Ana Souza","id":88,"title":"Tiny Music","votes":372},{"author":"Kofi Mensah","id":87,"title":"Offline Maps","votes":453},{"author":"Jade Moreau","id":86,"title":"Pocket Habits","votes":34},{"author":"Ivan Petrov","id":85,"title":"Plain Journal","votes":115},{"author":"Hana Sato","id":84,"title":"Smart Weather","votes":196},{"author":"Gus Lindqvist","id":83,"title":"Quiet Recipes","votes":277},{"author":"Fatima Zahra","id":82,"title":"Fast Planner","votes":358},{"author":"Emil Novak","id":81,"title":"Open Reader","votes":439}],"moreToLoad":true}
        897 note input "more"
        897 note send "feed reachedEnd"
        897 event feed {"reachedEnd":{}}
        897 state feed {"isEmpty":false,"isLoadingInitial":false,"isLoadingOlder":true,"isRefreshing":false,"items":[{"author":"Ben Okafor","id":100,"title":"Smart Maps","votes":400},{"author":"Ana Souza","id":99,"title":"Quiet Habits","votes":481},{"author":"Kofi Mensah","id":98,"title":"Fast Journal","votes":62},{"author":"Jade Moreau","id":97,"title":"Open Weather","votes":143},{"author":"Ivan Petrov","id":96,"title":"Tiny Recipes","votes":224},{"author":"Hana Sato","id":95,"title":"Offline Planner","votes":305},{"author":"Gus Lindqvist","id":94,"title":"Pocket Reader","votes":386},{"author":"Fatima Zahra","id":93,"title":"Plain Budget","votes":467},{"author":"Emil Novak","id":92,"title":"Smart Timer","votes":48},{"author":"Dana Levi","id":91,"title":"Quiet Notes","votes":129},{"author":"Chen Wei","id":90,"title":"Fast Flashcards","votes":210},{"author":"Ben Okafor","id":89,"title":"Open Tasks","votes":291},{"author":"Ana Souza","id":88,"title":"Tiny Music","votes":372},{"author":"Kofi Mensah","id":87,"title":"Offline Maps","votes":453},{"author":"Jade Moreau","id":86,"title":"Pocket Habits","votes":34},{"author":"Ivan Petrov","id":85,"title":"Plain Journal","votes":115},{"author":"Hana Sato","id":84,"title":"Smart Weather","votes":196},{"author":"Gus Lindqvist","id":83,"title":"Quiet Recipes","votes":277},{"author":"Fatima Zahra","id":82,"title":"Fast Planner","votes":358},{"author":"Emil Novak","id":81,"title":"Open Reader","votes":439}],"moreToLoad":true}
        897 subscribe feed feed.page#2 {"older":{"than":81}}
        1197 note input "refresh"
        1197 note send "feed refresh"
        1197 event feed {"refresh":{}}
        1197 state feed {"isEmpty":false,"isLoadingInitial":false,"isLoadingOlder":true,"isRefreshing":true,"items":[{"author":"Ben Okafor","id":100,"title":"Smart Maps","votes":400},{"author":"Ana Souza","id":99,"title":"Quiet Habits","votes":481},{"author":"Kofi Mensah","id":98,"title":"Fast Journal","votes":62},{"author":"Jade Moreau","id":97,"title":"Open Weather","votes":143},{"author":"Ivan Petrov","id":96,"title":"Tiny Recipes","votes":224},{"author":"Hana Sato","id":95,"title":"Offline Planner","votes":305},{"author":"Gus Lindqvist","id":94,"title":"Pocket Reader","votes":386},{"author":"Fatima Zahra","id":93,"title":"Plain Budget","votes":467},{"author":"Emil Novak","id":92,"title":"Smart Timer","votes":48},{"author":"Dana Levi","id":91,"title":"Quiet Notes","votes":129},{"author":"Chen Wei","id":90,"title":"Fast Flashcards","votes":210},{"author":"Ben Okafor","id":89,"title":"Open Tasks","votes":291},{"author":"Ana Souza","id":88,"title":"Tiny Music","votes":372},{"author":"Kofi Mensah","id":87,"title":"Offline Maps","votes":453},{"author":"Jade Moreau","id":86,"title":"Pocket Habits","votes":34},{"author":"Ivan Petrov","id":85,"title":"Plain Journal","votes":115},{"author":"Hana Sato","id":84,"title":"Smart Weather","votes":196},{"author":"Gus Lindqvist","id":83,"title":"Quiet Recipes","votes":277},{"author":"Fatima Zahra","id":82,"title":"Fast Planner","votes":358},{"author":"Emil Novak","id":81,"title":"Open Reader","votes":439}],"moreToLoad":true}
        1197 subscribe feed feed.page#3 {"newer":{"than":100}}
        1199 next feed feed.page#2 [{"author":"Dana Levi","id":80,"title":"Tiny Budget","votes":20},{"author":"Chen Wei","id":79,"title":"Offline Timer","votes":101},{"author":"Ben Okafor","id":78,"title":"Pocket Notes","votes":182},{"author":"Ana Souza","id":77,"title":"Plain Flashcards","votes":263},{"author":"Kofi Mensah","id":76,"title":"Smart Tasks","votes":344},{"author":"Jade Moreau","id":75,"title":"Quiet Music","votes":425},{"author":"Ivan Petrov","id":74,"title":"Fast Maps","votes":6},{"author":"Hana Sato","id":73,"title":"Open Habits","votes":87},{"author":"Gus Lindqvist","id":72,"title":"Tiny Journal","votes":168},{"author":"Fatima Zahra","id":71,"title":"Offline Weather","votes":249},{"author":"Emil Novak","id":70,"title":"Pocket Recipes","votes":330},{"author":"Dana Levi","id":69,"title":"Plain Planner","votes":411},{"author":"Chen Wei","id":68,"title":"Smart Reader","votes":492},{"author":"Ben Okafor","id":67,"title":"Quiet Budget","votes":73},{"author":"Ana Souza","id":66,"title":"Fast Timer","votes":154},{"author":"Kofi Mensah","id":65,"title":"Open Notes","votes":235},{"author":"Jade Moreau","id":64,"title":"Tiny Flashcards","votes":316},{"author":"Ivan Petrov","id":63,"title":"Offline Tasks","votes":397},{"author":"Hana Sato","id":62,"title":"Pocket Music","votes":478},{"author":"Gus Lindqvist","id":61,"title":"Plain Maps","votes":59}]
        1199 completed feed feed.page#2
        1199 state feed {"isEmpty":false,"isLoadingInitial":false,"isLoadingOlder":false,"isRefreshing":true,"items":[{"author":"Ben Okafor","id":100,"title":"Smart Maps","votes":400},{"author":"Ana Souza","id":99,"title":"Quiet Habits","votes":481},{"author":"Kofi Mensah","id":98,"title":"Fast Journal","votes":62},{"author":"Jade Moreau","id":97,"title":"Open Weather","votes":143},{"author":"Ivan Petrov","id":96,"title":"Tiny Recipes","votes":224},{"author":"Hana Sato","id":95,"title":"Offline Planner","votes":305},{"author":"Gus Lindqvist","id":94,"title":"Pocket Reader","votes":386},{"author":"Fatima Zahra","id":93,"title":"Plain Budget","votes":467},{"author":"Emil Novak","id":92,"title":"Smart Timer","votes":48},{"author":"Dana Levi","id":91,"title":"Quiet Notes","votes":129},{"author":"Chen Wei","id":90,"title":"Fast Flashcards","votes":210},{"author":"Ben Okafor","id":89,"title":"Open Tasks","votes":291},{"author":"Ana Souza","id":88,"title":"Tiny Music","votes":372},{"author":"Kofi Mensah","id":87,"title":"Offline Maps","votes":453},{"author":"Jade Moreau","id":86,"title":"Pocket Habits","votes":34},{"author":"Ivan Petrov","id":85,"title":"Plain Journal","votes":115},{"author":"Hana Sato","id":84,"title":"Smart Weather","votes":196},{"author":"Gus Lindqvist","id":83,"title":"Quiet Recipes","votes":277},{"author":"Fatima Zahra","id":82,"title":"Fast Planner","votes":358},{"author":"Emil Novak","id":81,"title":"Open Reader","votes":439},{"author":"Dana Levi","id":80,"title":"Tiny Budget","votes":20},{"author":"Chen Wei","id":79,"title":"Offline Timer","votes":101},{"author":"Ben Okafor","id":78,"title":"Pocket Notes","votes":182},{"author":"Ana Souza","id":77,"title":"Plain Flashcards","votes":263},{"author":"Kofi Mensah","id":76,"title":"Smart Tasks","votes":344},{"author":"Jade Moreau","id":75,"title":"Quiet Music","votes":425},{"author":"Ivan Petrov","id":74,"title":"Fast Maps","votes":6},{"author":"Hana Sato","id":73,"title":"Open Habits","votes":87},{"author":"Gus Lindqvist","id":72,"title":"Tiny Journal","votes":168},{"author":"Fatima Zahra","id":71,"title":"Offline Weather","votes":249},{"author":"Emil Novak","id":70,"title":"Pocket Recipes","votes":330},{"author":"Dana Levi","id":69,"title":"Plain Planner","votes":411},{"author":"Chen Wei","id":68,"title":"Smart Reader","votes":492},{"author":"Ben Okafor","id":67,"title":"Quiet Budget","votes":73},{"author":"Ana Souza","id":66,"title":"Fast Timer","votes":154},{"author":"Kofi Mensah","id":65,"title":"Open Notes","votes":235},{"author":"Jade Moreau","id":64,"title":"Tiny Flashcards","votes":316},{"author":"Ivan Petrov","id":63,"title":"Offline Tasks","votes":397},{"author":"Hana Sato","id":62,"title":"Pocket Music","votes":478},{"author":"Gus Lindqvist","id":61,"title":"Plain Maps","votes":59}],"moreToLoad":true}
        1498 next feed feed.page#3 []
        1498 completed feed feed.page#3
        1498 state feed {"isEmpty":false,"isLoadingInitial":false,"isLoadingOlder":false,"isRefreshing":false,"items":[{"author":"Ben Okafor","id":100,"title":"Smart Maps","votes":400},{"author":"Ana Souza","id":99,"title":"Quiet Habits","votes":481},{"author":"Kofi Mensah","id":98,"title":"Fast Journal","votes":62},{"author":"Jade Moreau","id":97,"title":"Open Weather","votes":143},{"author":"Ivan Petrov","id":96,"title":"Tiny Recipes","votes":224},{"author":"Hana Sato","id":95,"title":"Offline Planner","votes":305},{"author":"Gus Lindqvist","id":94,"title":"Pocket Reader","votes":386},{"author":"Fatima Zahra","id":93,"title":"Plain Budget","votes":467},{"author":"Emil Novak","id":92,"title":"Smart Timer","votes":48},{"author":"Dana Levi","id":91,"title":"Quiet Notes","votes":129},{"author":"Chen Wei","id":90,"title":"Fast Flashcards","votes":210},{"author":"Ben Okafor","id":89,"title":"Open Tasks","votes":291},{"author":"Ana Souza","id":88,"title":"Tiny Music","votes":372},{"author":"Kofi Mensah","id":87,"title":"Offline Maps","votes":453},{"author":"Jade Moreau","id":86,"title":"Pocket Habits","votes":34},{"author":"Ivan Petrov","id":85,"title":"Plain Journal","votes":115},{"author":"Hana Sato","id":84,"title":"Smart Weather","votes":196},{"author":"Gus Lindqvist","id":83,"title":"Quiet Recipes","votes":277},{"author":"Fatima Zahra","id":82,"title":"Fast Planner","votes":358},{"author":"Emil Novak","id":81,"title":"Open Reader","votes":439},{"author":"Dana Levi","id":80,"title":"Tiny Budget","votes":20},{"author":"Chen Wei","id":79,"title":"Offline Timer","votes":101},{"author":"Ben Okafor","id":78,"title":"Pocket Notes","votes":182},{"author":"Ana Souza","id":77,"title":"Plain Flashcards","votes":263},{"author":"Kofi Mensah","id":76,"title":"Smart Tasks","votes":344},{"author":"Jade Moreau","id":75,"title":"Quiet Music","votes":425},{"author":"Ivan Petrov","id":74,"title":"Fast Maps","votes":6},{"author":"Hana Sato","id":73,"title":"Open Habits","votes":87},{"author":"Gus Lindqvist","id":72,"title":"Tiny Journal","votes":168},{"author":"Fatima Zahra","id":71,"title":"Offline Weather","votes":249},{"author":"Emil Novak","id":70,"title":"Pocket Recipes","votes":330},{"author":"Dana Levi","id":69,"title":"Plain Planner","votes":411},{"author":"Chen Wei","id":68,"title":"Smart Reader","votes":492},{"author":"Ben Okafor","id":67,"title":"Quiet Budget","votes":73},{"author":"Ana Souza","id":66,"title":"Fast Timer","votes":154},{"author":"Kofi Mensah","id":65,"title":"Open Notes","votes":235},{"author":"Jade Moreau","id":64,"title":"Tiny Flashcards","votes":316},{"author":"Ivan Petrov","id":63,"title":"Offline Tasks","votes":397},{"author":"Hana Sato","id":62,"title":"Pocket Music","votes":478},{"author":"Gus Lindqvist","id":61,"title":"Plain Maps","votes":59}],"moreToLoad":true}

        """#

    /// What the session above printed, which its replay prints again.
    static let raceSession = #"""
        [login]
          email: (empty)
          password: (empty)
          log in: disabled
        > email demo@example.com
        [login]
          email: demo@example.com
          password: (empty)
          log in: disabled
        > password password1
        [login]
          email: demo@example.com
          password: *********
          log in: enabled
        > login
        [login]
          email: demo@example.com
          password: *********
          log in: logging in...
        [login]
          email: demo@example.com
          password: *********
          log in: enabled
        -> feed
        [feed] loading...
        [feed] 20 posts
           1. #100 Smart Maps, by Ben Okafor, 400 votes
           2. #99 Quiet Habits, by Ana Souza, 481 votes
           3. #98 Fast Journal, by Kofi Mensah, 62 votes
           4. #97 Open Weather, by Jade Moreau, 143 votes
           5. #96 Tiny Recipes, by Ivan Petrov, 224 votes
           6. #95 Offline Planner, by Hana Sato, 305 votes
           7. #94 Pocket Reader, by Gus Lindqvist, 386 votes
           8. #93 Plain Budget, by Fatima Zahra, 467 votes
           9. #92 Smart Timer, by Emil Novak, 48 votes
          10. #91 Quiet Notes, by Dana Levi, 129 votes
          11. #90 Fast Flashcards, by Chen Wei, 210 votes
          12. #89 Open Tasks, by Ben Okafor, 291 votes
          13. #88 Tiny Music, by Ana Souza, 372 votes
          14. #87 Offline Maps, by Kofi Mensah, 453 votes
          15. #86 Pocket Habits, by Jade Moreau, 34 votes
          16. #85 Plain Journal, by Ivan Petrov, 115 votes
          17. #84 Smart Weather, by Hana Sato, 196 votes
          18. #83 Quiet Recipes, by Gus Lindqvist, 277 votes
          19. #82 Fast Planner, by Fatima Zahra, 358 votes
          20. #81 Open Reader, by Emil Novak, 439 votes
          (more)
        > more
        [feed] 20 posts
          (posts 1 to 20 as above)
          loading more...
        > refresh
        [feed] 20 posts, refreshing...
          (posts 1 to 20 as above)
          loading more...
        [feed] 40 posts, refreshing...
          (posts 1 to 20 as above)
          21. #80 Tiny Budget, by Dana Levi, 20 votes
          22. #79 Offline Timer, by Chen Wei, 101 votes
          23. #78 Pocket Notes, by Ben Okafor, 182 votes
          24. #77 Plain Flashcards, by Ana Souza, 263 votes
          25. #76 Smart Tasks, by Kofi Mensah, 344 votes
          26. #75 Quiet Music, by Jade Moreau, 425 votes
          27. #74 Fast Maps, by Ivan Petrov, 6 votes
          28. #73 Open Habits, by Hana Sato, 87 votes
          29. #72 Tiny Journal, by Gus Lindqvist, 168 votes
          30. #71 Offline Weather, by Fatima Zahra, 249 votes
          31. #70 Pocket Recipes, by Emil Novak, 330 votes
          32. #69 Plain Planner, by Dana Levi, 411 votes
          33. #68 Smart Reader, by Chen Wei, 492 votes
          34. #67 Quiet Budget, by Ben Okafor, 73 votes
          35. #66 Fast Timer, by Ana Souza, 154 votes
          36. #65 Open Notes, by Kofi Mensah, 235 votes
          37. #64 Tiny Flashcards, by Jade Moreau, 316 votes
          38. #63 Offline Tasks, by Ivan Petrov, 397 votes
          39. #62 Pocket Music, by Hana Sato, 478 votes
          40. #61 Plain Maps, by Gus Lindqvist, 59 votes
          (more)
        [feed] 40 posts
          (posts 1 to 40 as above)
          (more)

        """#
}
