extension Golden {
    /// Registration opened and dismissed with `back`, then posts of the feed opened and left with `back`.
    static let openSession = #"""
        [login]
          email: (empty)
          password: (empty)
          log in: disabled
        > register
        -> registration
        [registration]
          email: (empty)
          password: (empty)
          age: (empty)
          register: disabled
        > back
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
        > wait 600ms
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
        > open 3
        -> post #98
        [post #98]
          Fast Journal
          by Kofi Mensah, 62 votes
        > state
        [post #98]
          Fast Journal
          by Kofi Mensah, 62 votes
        > refresh
        error: 'refresh' does nothing on the post screen
        > more
        error: 'more' does nothing on the post screen
        > back
        -> back
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
        > open 21
        error: there is no post 21: the posts shown are 1 to 20
        > open 20
        -> post #81
        [post #81]
          Open Reader
          by Emil Novak, 439 votes
        > back
        -> back
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
        > back
        error: there is no screen to go back to

        """#
}
