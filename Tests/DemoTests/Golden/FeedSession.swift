extension Golden {
    /// The feed: a refresh with nothing new, a refresh after a minute with two new posts, pages of older posts
    /// to the end, and a failed page retried.
    static let feedSession = #"""
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
        > refresh
        [feed] 20 posts, refreshing...
          (posts 1 to 20 as above)
          (more)
        > wait 300ms
        [feed] 20 posts
          (posts 1 to 20 as above)
          (more)
        > wait 60s
        > refresh
        [feed] 20 posts, refreshing...
          (posts 1 to 20 as above)
          (more)
        > refresh
        > wait 300ms
        [feed] 22 posts
           1. #102 Pocket Tasks, by Dana Levi, 238 votes
           2. #101 Plain Music, by Chen Wei, 319 votes
           3. #100 Smart Maps, by Ben Okafor, 400 votes
           4. #99 Quiet Habits, by Ana Souza, 481 votes
           5. #98 Fast Journal, by Kofi Mensah, 62 votes
           6. #97 Open Weather, by Jade Moreau, 143 votes
           7. #96 Tiny Recipes, by Ivan Petrov, 224 votes
           8. #95 Offline Planner, by Hana Sato, 305 votes
           9. #94 Pocket Reader, by Gus Lindqvist, 386 votes
          10. #93 Plain Budget, by Fatima Zahra, 467 votes
          11. #92 Smart Timer, by Emil Novak, 48 votes
          12. #91 Quiet Notes, by Dana Levi, 129 votes
          13. #90 Fast Flashcards, by Chen Wei, 210 votes
          14. #89 Open Tasks, by Ben Okafor, 291 votes
          15. #88 Tiny Music, by Ana Souza, 372 votes
          16. #87 Offline Maps, by Kofi Mensah, 453 votes
          17. #86 Pocket Habits, by Jade Moreau, 34 votes
          18. #85 Plain Journal, by Ivan Petrov, 115 votes
          19. #84 Smart Weather, by Hana Sato, 196 votes
          20. #83 Quiet Recipes, by Gus Lindqvist, 277 votes
          21. #82 Fast Planner, by Fatima Zahra, 358 votes
          22. #81 Open Reader, by Emil Novak, 439 votes
          (more)
        > more
        [feed] 22 posts
          (posts 1 to 22 as above)
          loading more...
        > more
        > wait 300ms
        [feed] 42 posts
          (posts 1 to 22 as above)
          23. #80 Tiny Budget, by Dana Levi, 20 votes
          24. #79 Offline Timer, by Chen Wei, 101 votes
          25. #78 Pocket Notes, by Ben Okafor, 182 votes
          26. #77 Plain Flashcards, by Ana Souza, 263 votes
          27. #76 Smart Tasks, by Kofi Mensah, 344 votes
          28. #75 Quiet Music, by Jade Moreau, 425 votes
          29. #74 Fast Maps, by Ivan Petrov, 6 votes
          30. #73 Open Habits, by Hana Sato, 87 votes
          31. #72 Tiny Journal, by Gus Lindqvist, 168 votes
          32. #71 Offline Weather, by Fatima Zahra, 249 votes
          33. #70 Pocket Recipes, by Emil Novak, 330 votes
          34. #69 Plain Planner, by Dana Levi, 411 votes
          35. #68 Smart Reader, by Chen Wei, 492 votes
          36. #67 Quiet Budget, by Ben Okafor, 73 votes
          37. #66 Fast Timer, by Ana Souza, 154 votes
          38. #65 Open Notes, by Kofi Mensah, 235 votes
          39. #64 Tiny Flashcards, by Jade Moreau, 316 votes
          40. #63 Offline Tasks, by Ivan Petrov, 397 votes
          41. #62 Pocket Music, by Hana Sato, 478 votes
          42. #61 Plain Maps, by Gus Lindqvist, 59 votes
          (more)
        > fail server
        (the next request to the backend fails: server)
        > more
        [feed] 42 posts
          (posts 1 to 42 as above)
          loading more...
        > wait 300ms
        [feed] 42 posts
          (posts 1 to 42 as above)
          (more)
          ! Could not load older posts. Something went wrong on our side. (retry)
        > retry
        [feed] 42 posts
          (posts 1 to 42 as above)
          loading more...
        > wait 300ms
        [feed] 62 posts
          (posts 1 to 42 as above)
          43. #60 Smart Habits, by Fatima Zahra, 140 votes
          44. #59 Quiet Journal, by Emil Novak, 221 votes
          45. #58 Fast Weather, by Dana Levi, 302 votes
          46. #57 Open Recipes, by Chen Wei, 383 votes
          47. #56 Tiny Planner, by Ben Okafor, 464 votes
          48. #55 Offline Reader, by Ana Souza, 45 votes
          49. #54 Pocket Budget, by Kofi Mensah, 126 votes
          50. #53 Plain Timer, by Jade Moreau, 207 votes
          51. #52 Smart Notes, by Ivan Petrov, 288 votes
          52. #51 Quiet Flashcards, by Hana Sato, 369 votes
          53. #50 Fast Tasks, by Gus Lindqvist, 450 votes
          54. #49 Open Music, by Fatima Zahra, 31 votes
          55. #48 Tiny Maps, by Emil Novak, 112 votes
          56. #47 Offline Habits, by Dana Levi, 193 votes
          57. #46 Pocket Journal, by Chen Wei, 274 votes
          58. #45 Plain Weather, by Ben Okafor, 355 votes
          59. #44 Smart Recipes, by Ana Souza, 436 votes
          60. #43 Quiet Planner, by Kofi Mensah, 17 votes
          61. #42 Fast Reader, by Jade Moreau, 98 votes
          62. #41 Open Budget, by Ivan Petrov, 179 votes
          (more)
        > more
        [feed] 62 posts
          (posts 1 to 62 as above)
          loading more...
        > wait 300ms
        [feed] 82 posts
          (posts 1 to 62 as above)
          63. #40 Tiny Timer, by Hana Sato, 260 votes
          64. #39 Offline Notes, by Gus Lindqvist, 341 votes
          65. #38 Pocket Flashcards, by Fatima Zahra, 422 votes
          66. #37 Plain Tasks, by Emil Novak, 3 votes
          67. #36 Smart Music, by Dana Levi, 84 votes
          68. #35 Quiet Maps, by Chen Wei, 165 votes
          69. #34 Fast Habits, by Ben Okafor, 246 votes
          70. #33 Open Journal, by Ana Souza, 327 votes
          71. #32 Tiny Weather, by Kofi Mensah, 408 votes
          72. #31 Offline Recipes, by Jade Moreau, 489 votes
          73. #30 Pocket Planner, by Ivan Petrov, 70 votes
          74. #29 Plain Reader, by Hana Sato, 151 votes
          75. #28 Smart Budget, by Gus Lindqvist, 232 votes
          76. #27 Quiet Timer, by Fatima Zahra, 313 votes
          77. #26 Fast Notes, by Emil Novak, 394 votes
          78. #25 Open Flashcards, by Dana Levi, 475 votes
          79. #24 Tiny Tasks, by Chen Wei, 56 votes
          80. #23 Offline Music, by Ben Okafor, 137 votes
          81. #22 Pocket Maps, by Ana Souza, 218 votes
          82. #21 Plain Habits, by Kofi Mensah, 299 votes
          (more)
        > more
        [feed] 82 posts
          (posts 1 to 82 as above)
          loading more...
        > wait 300ms
        [feed] 102 posts
          (posts 1 to 82 as above)
           83. #20 Smart Journal, by Jade Moreau, 380 votes
           84. #19 Quiet Weather, by Ivan Petrov, 461 votes
           85. #18 Fast Recipes, by Hana Sato, 42 votes
           86. #17 Open Planner, by Gus Lindqvist, 123 votes
           87. #16 Tiny Reader, by Fatima Zahra, 204 votes
           88. #15 Offline Budget, by Emil Novak, 285 votes
           89. #14 Pocket Timer, by Dana Levi, 366 votes
           90. #13 Plain Notes, by Chen Wei, 447 votes
           91. #12 Smart Flashcards, by Ben Okafor, 28 votes
           92. #11 Quiet Tasks, by Ana Souza, 109 votes
           93. #10 Fast Music, by Kofi Mensah, 190 votes
           94. #9 Open Maps, by Jade Moreau, 271 votes
           95. #8 Tiny Habits, by Ivan Petrov, 352 votes
           96. #7 Offline Journal, by Hana Sato, 433 votes
           97. #6 Pocket Weather, by Gus Lindqvist, 14 votes
           98. #5 Plain Recipes, by Fatima Zahra, 95 votes
           99. #4 Smart Planner, by Emil Novak, 176 votes
          100. #3 Quiet Reader, by Dana Levi, 257 votes
          101. #2 Fast Budget, by Chen Wei, 338 votes
          102. #1 Open Timer, by Ben Okafor, 419 votes
          (more)
        > more
        [feed] 102 posts
          (posts 1 to 102 as above)
          loading more...
        > wait 300ms
        [feed] 102 posts
          (posts 1 to 102 as above)
          (end of the feed)
        > more

        """#
}
