import type { SeedQuiz } from "./types";

// Demo quizzes (part B): Government, Economics, Geography, Computer Studies,
// Financial Accounting and Commerce. All questions are original, written in the
// style of WAEC/NECO SSCE and JAMB UTME objective papers.

export const quizzesB: SeedQuiz[] = [
  {
    slug: "government-nigeria",
    title: "Government: Nigerian Constitution and Federalism",
    description:
      "Test your grasp of the 1999 Constitution, the arms of government and how powers are shared in Nigeria's federal system.",
    category: "Government",
    difficulty: "easy",
    courseSlug: null,
    tutorEmail: "hauwa.bello@examprep.ng",
    timeLimit: 10,
    passingScore: 70,
    maxAttempts: null,
    questions: [
      {
        question: "The constitution on which Nigeria's Fourth Republic is based is the",
        options: ["1963 Republican Constitution", "1979 Constitution", "1999 Constitution", "1989 Constitution"],
        correct: 2,
        explanation:
          "The Fourth Republic began on 29 May 1999 under the Constitution of the Federal Republic of Nigeria, 1999. The 1989 Constitution never fully came into force.",
      },
      {
        question: "The Federal Republic of Nigeria is made up of",
        options: ["30 states and the FCT", "36 states and the FCT", "37 states", "19 states and the FCT"],
        correct: 1,
        explanation:
          "The 1999 Constitution lists 36 states plus the Federal Capital Territory, Abuja. The FCT is not a state.",
      },
      {
        question: "The three arms of government are the",
        options: [
          "legislature, executive and judiciary",
          "federal, state and local governments",
          "police, army and civil service",
          "President, governors and local government chairmen",
        ],
        correct: 0,
        explanation:
          "Government functions are divided among the legislature (makes laws), the executive (carries out laws) and the judiciary (interprets laws). Federal, state and local are levels of government, not arms.",
      },
      {
        question: "Under the 1999 Constitution, the National Assembly consists of the",
        options: [
          "Senate and the State Houses of Assembly",
          "Federal Executive Council and the Senate",
          "House of Representatives and the Council of State",
          "Senate and the House of Representatives",
        ],
        correct: 3,
        explanation:
          "Nigeria's federal legislature is bicameral: the Senate (upper house) and the House of Representatives (lower house) together form the National Assembly.",
      },
      {
        question: "How many members make up the Nigerian Senate?",
        options: ["108", "109", "120", "360"],
        correct: 1,
        explanation:
          "Each of the 36 states elects 3 senators (36 × 3 = 108) and the FCT elects 1, giving 108 + 1 = 109. The number 360 is the membership of the House of Representatives.",
      },
      {
        question: "Federalism is best described as a system of government in which",
        options: [
          "powers are shared by the constitution between a central government and component units",
          "all powers are concentrated in a single central government",
          "the component units may leave the union at any time they wish",
          "the military rules the country by decrees",
        ],
        correct: 0,
        explanation:
          "In a federation, the constitution divides powers between the centre and the component units (states), each supreme in its own sphere. Concentrating all power at the centre describes a unitary system.",
      },
      {
        question:
          "Laws on matters in the Exclusive Legislative List, such as defence and currency, can be made only by the",
        options: ["State Houses of Assembly", "local government councils", "National Assembly", "Council of State"],
        correct: 2,
        explanation:
          "The Exclusive Legislative List contains matters reserved for the federal government, so only the National Assembly can legislate on them.",
      },
      {
        question: "Matters on which both the federal and state governments can make laws are contained in the",
        options: [
          "Exclusive Legislative List",
          "Residual List",
          "list of local government functions",
          "Concurrent Legislative List",
        ],
        correct: 3,
        explanation:
          "The Concurrent Legislative List covers shared matters; where a federal law and a state law on such a matter conflict, the federal law prevails. Residual matters belong to the states alone.",
      },
      {
        question: "The main function of the judiciary is to",
        options: ["interpret laws and settle disputes", "make laws", "implement laws", "conduct elections"],
        correct: 0,
        explanation:
          "The courts interpret the laws and the constitution and settle disputes. Making laws is the work of the legislature and implementing them is the work of the executive.",
      },
      {
        question: "Under the 1999 Constitution, the President of Nigeria is elected for a term of",
        options: ["three years", "five years", "six years", "four years"],
        correct: 3,
        explanation: "The President holds office for four years and can be elected for a maximum of two terms.",
      },
      {
        question: "The theory of separation of powers is most associated with",
        options: ["A. V. Dicey", "Baron de Montesquieu", "Karl Marx", "Thomas Hobbes"],
        correct: 1,
        explanation:
          "Montesquieu, in The Spirit of the Laws (1748), argued that legislative, executive and judicial powers should be kept separate to protect liberty. Dicey is associated with the rule of law.",
      },
      {
        question: "How many local government areas are listed in the 1999 Constitution of Nigeria?",
        options: ["744", "768", "774", "780"],
        correct: 2,
        explanation:
          "The First Schedule of the 1999 Constitution lists 774 local government areas across the 36 states and the FCT (768 in the states plus 6 area councils in the FCT).",
      },
    ],
  },
  {
    slug: "economics-demand-supply",
    title: "Economics: Demand, Supply and Price",
    description:
      "Practise JAMB-style questions on the laws of demand and supply, elasticity, equilibrium price and price controls.",
    category: "Economics",
    difficulty: "medium",
    courseSlug: "jamb-economics",
    tutorEmail: "emeka.nwosu@examprep.ng",
    timeLimit: 15,
    passingScore: 70,
    maxAttempts: 5,
    questions: [
      {
        question: "The law of demand states that, other things being equal,",
        options: [
          "the higher the price, the higher the quantity demanded",
          "the higher the price, the lower the quantity demanded",
          "quantity demanded always equals quantity supplied",
          "price has no effect on quantity demanded",
        ],
        correct: 1,
        explanation:
          "The law of demand describes an inverse relationship between price and quantity demanded, which is why the demand curve slopes downward from left to right.",
      },
      {
        question: "A movement along the demand curve for yam is caused by a change in",
        options: ["consumers' income", "the price of rice", "consumers' tastes", "the price of yam itself"],
        correct: 3,
        explanation:
          "Only a change in the good's own price causes a movement along its demand curve. Changes in income, tastes or the prices of other goods shift the whole curve.",
      },
      {
        question:
          "Tea and coffee are substitutes. If the price of tea rises, other things being equal, the demand for coffee will",
        options: ["increase", "decrease", "remain unchanged", "fall to zero"],
        correct: 0,
        explanation:
          "When tea becomes dearer, some consumers switch to coffee, so the demand curve for coffee shifts to the right (demand increases).",
      },
      {
        question: "Cars and petrol are complementary goods. A sharp rise in the price of petrol is most likely to",
        options: [
          "increase the demand for cars",
          "raise the price of cars",
          "reduce the demand for cars",
          "leave the demand for cars unchanged",
        ],
        correct: 2,
        explanation:
          "Complements are used together, so dearer petrol makes running a car more costly and the demand for cars falls (shifts to the left), which tends to lower, not raise, car prices.",
      },
      {
        question:
          "When the price of a tin of milk rises from ₦500 to ₦600, the quantity demanded falls from 200 tins to 140 tins. The price elasticity of demand is",
        options: ["1.5", "0.67", "0.3", "3.0"],
        correct: 0,
        explanation:
          "% change in quantity = (200 − 140) ÷ 200 × 100 = 30%; % change in price = (600 − 500) ÷ 500 × 100 = 20%. PED = 30 ÷ 20 = 1.5 (elastic).",
      },
      {
        question: "If the demand for a commodity is price elastic, a reduction in its price will",
        options: [
          "reduce total revenue",
          "leave total revenue unchanged",
          "increase total revenue",
          "reduce the quantity demanded",
        ],
        correct: 2,
        explanation:
          "With elastic demand, quantity demanded rises by a larger percentage than the price falls, so price × quantity (total revenue) increases.",
      },
      {
        question: "In a market, Qd = 100 − 2P and Qs = 20 + 2P, where P is price in naira. The equilibrium price is",
        options: ["₦40", "₦20", "₦60", "₦30"],
        correct: 1,
        explanation:
          "At equilibrium Qd = Qs: 100 − 2P = 20 + 2P, so 80 = 4P and P = ₦20. Check: Qd = 100 − 40 = 60 and Qs = 20 + 40 = 60.",
      },
      {
        question: "When the government fixes a maximum price below the equilibrium price, the most likely result is",
        options: [
          "a surplus of the commodity",
          "a fall in the quantity demanded",
          "an increase in the quantity supplied",
          "a shortage and black-market trading",
        ],
        correct: 3,
        explanation:
          "At a price below equilibrium, quantity demanded rises and quantity supplied falls, creating a shortage; buyers willing to pay more encourage black markets.",
      },
      {
        question: "If the supply of tomatoes increases while demand remains unchanged, the equilibrium",
        options: [
          "price rises and quantity rises",
          "price falls and quantity falls",
          "price falls and quantity rises",
          "price rises and quantity falls",
        ],
        correct: 2,
        explanation:
          "An increase in supply shifts the supply curve to the right along an unchanged demand curve, so the equilibrium price falls and the equilibrium quantity rises.",
      },
      {
        question: "A good whose demand falls as consumers' income rises, other things being equal, is called",
        options: ["an inferior good", "a normal good", "a luxury good", "a complementary good"],
        correct: 0,
        explanation:
          "For an inferior good, income elasticity of demand is negative: as income rises, consumers buy less of it and switch to better alternatives.",
      },
      {
        question:
          "At a price of ₦1,200 per kg, buyers in a Kano market want 500 kg of rice while sellers offer only 350 kg. The market has",
        options: [
          "an excess supply of 150 kg",
          "an excess demand of 850 kg",
          "an equilibrium quantity of 350 kg",
          "an excess demand of 150 kg",
        ],
        correct: 3,
        explanation:
          "Quantity demanded exceeds quantity supplied: 500 − 350 = 150 kg of excess demand (shortage), which will tend to push the price up.",
      },
      {
        question:
          "When cattle are slaughtered for beef, hides are also obtained. Beef and hides are examples of goods in",
        options: ["competitive demand", "joint supply", "composite demand", "derived demand"],
        correct: 1,
        explanation:
          "Goods in joint supply are produced together from one process, so producing more beef automatically yields more hides.",
      },
    ],
  },
  {
    slug: "geography-physical",
    title: "Geography: Earth, Climate and Nigeria",
    description:
      "Questions on the earth's movements, latitude and longitude, climate, rocks and the physical geography of Nigeria, with map-reading calculations.",
    category: "Geography",
    difficulty: "medium",
    courseSlug: null,
    tutorEmail: "hauwa.bello@examprep.ng",
    timeLimit: 15,
    passingScore: 70,
    maxAttempts: null,
    questions: [
      {
        question: "The Rivers Niger and Benue meet at",
        options: ["Makurdi", "Onitsha", "Jebba", "Lokoja"],
        correct: 3,
        explanation:
          "The confluence of the Niger and the Benue is at Lokoja in Kogi State; from there the combined river flows south towards the Niger Delta.",
      },
      {
        question:
          "The Harmattan, the dry dusty wind that blows over Nigeria mainly between November and February, comes from",
        options: ["the Atlantic Ocean", "the Sahara Desert", "the Gulf of Guinea", "the Jos Plateau"],
        correct: 1,
        explanation:
          "The Harmattan is the north-east trade wind (tropical continental air mass). It blows from the Sahara, so it is dry and dusty.",
      },
      {
        question: "Day and night are caused by",
        options: [
          "the rotation of the earth on its axis",
          "the revolution of the earth around the sun",
          "the tilt of the earth's axis alone",
          "the movement of the moon around the earth",
        ],
        correct: 0,
        explanation:
          "As the earth spins on its axis once in about 24 hours, each place turns towards the sun (day) and away from it (night). Revolution and tilt together cause the seasons.",
      },
      {
        question:
          "Town X is on longitude 15°E and town Y is on longitude 45°E. When it is 12 noon at X, the local time at Y is",
        options: ["10:00 a.m.", "1:00 p.m.", "2:00 p.m.", "4:00 p.m."],
        correct: 2,
        explanation:
          "Difference = 45° − 15° = 30°; at 4 minutes per degree, 30 × 4 = 120 minutes = 2 hours. Y is east of X, so it is ahead: 12 noon + 2 hours = 2:00 p.m.",
      },
      {
        question: "The midday sun is overhead at the Tropic of Cancer on about",
        options: ["21 March", "21 June", "23 September", "22 December"],
        correct: 1,
        explanation:
          "Around 21 June (the June solstice) the Northern Hemisphere is tilted towards the sun, so the sun is overhead at 23½°N. In March and September it is overhead at the equator, and in December at the Tropic of Capricorn.",
      },
      {
        question:
          "The temperature at sea level is 30°C. Using the normal lapse rate of 6.5°C per 1,000 m, the temperature at the top of a 2,000 m mountain is",
        options: ["17°C", "23.5°C", "13°C", "43°C"],
        correct: 0,
        explanation: "Fall in temperature = 2 × 6.5°C = 13°C, so the temperature at the top is 30°C − 13°C = 17°C.",
      },
      {
        question: "Which of the following is an igneous rock?",
        options: ["Limestone", "Marble", "Sandstone", "Granite"],
        correct: 3,
        explanation:
          "Granite forms from the cooling and solidification of magma, so it is igneous. Limestone and sandstone are sedimentary, and marble is metamorphic.",
      },
      {
        question:
          "The vegetation found along the coastal creeks and lagoons of southern Nigeria, especially in the Niger Delta, is",
        options: ["Sudan savanna", "Sahel savanna", "mangrove swamp forest", "montane vegetation"],
        correct: 2,
        explanation:
          "Mangrove trees, with stilt roots, grow in the salty, waterlogged soils of the coastal creeks and lagoons. Sudan and Sahel savanna are found in the dry far north.",
      },
      {
        question: "Annual rainfall in Nigeria generally",
        options: [
          "decreases from south to north",
          "increases from south to north",
          "is evenly distributed throughout the country",
          "is highest in the north-east",
        ],
        correct: 0,
        explanation:
          "The rain-bearing south-west winds come from the Atlantic, so the coast receives the most rain and the amount falls steadily towards the north, which is driest in the north-east.",
      },
      {
        question: "Atmospheric pressure is measured with a",
        options: ["hygrometer", "barometer", "anemometer", "rain gauge"],
        correct: 1,
        explanation:
          "A barometer measures atmospheric pressure. A hygrometer measures humidity, an anemometer measures wind speed and a rain gauge measures rainfall.",
      },
      {
        question:
          "On a map with a scale of 1:50,000, the distance between two villages is 4 cm. The actual distance on the ground is",
        options: ["0.2 km", "20 km", "2 km", "200 km"],
        correct: 2,
        explanation: "4 cm × 50,000 = 200,000 cm. Since 100,000 cm = 1 km, 200,000 cm = 2 km.",
      },
      {
        question: "The Kainji Dam, one of Nigeria's main sources of hydroelectric power, is built across the",
        options: ["River Benue", "River Kaduna", "River Ogun", "River Niger"],
        correct: 3,
        explanation:
          "Kainji Dam is on the River Niger in Niger State, where it forms Kainji Lake. The Shiroro Dam, by contrast, is on the River Kaduna.",
      },
    ],
  },
  {
    slug: "computer-fundamentals",
    title: "Computer Studies Fundamentals",
    description:
      "Warm up on computer hardware, memory, software, number systems and the history of computing, as tested in WAEC Computer Studies.",
    category: "Computer Science",
    difficulty: "easy",
    courseSlug: "waec-computer-studies",
    tutorEmail: "tunde.bakare@examprep.ng",
    timeLimit: 10,
    passingScore: 70,
    maxAttempts: null,
    questions: [
      {
        question: "Convert 1101₂ to base ten.",
        options: ["11", "13", "12", "15"],
        correct: 1,
        explanation: "1101₂ = (1 × 8) + (1 × 4) + (0 × 2) + (1 × 1) = 8 + 4 + 0 + 1 = 13.",
      },
      {
        question: "What is 25 (base ten) in binary?",
        options: ["11001₂", "10011₂", "11010₂", "10101₂"],
        correct: 0,
        explanation: "25 = 16 + 8 + 1, so the bits for 16, 8 and 1 are set: 11001₂. Check: 16 + 8 + 0 + 0 + 1 = 25.",
      },
      {
        question: "Which part of a computer is often called its 'brain'?",
        options: ["Monitor", "Keyboard", "Hard disk", "Central Processing Unit (CPU)"],
        correct: 3,
        explanation:
          "The CPU carries out program instructions and controls the other parts of the computer, which is why it is called the brain of the computer.",
      },
      {
        question: "Which of the following is an input device?",
        options: ["Printer", "Monitor", "Scanner", "Speaker"],
        correct: 2,
        explanation:
          "A scanner captures images or documents and sends them into the computer. Printers, monitors and speakers are output devices.",
      },
      {
        question: "Which type of memory loses its contents when the power is switched off?",
        options: ["ROM", "RAM", "Hard disk", "Flash drive"],
        correct: 1,
        explanation:
          "RAM (Random Access Memory) is volatile: its contents are lost when power is removed. ROM, hard disks and flash drives keep their data without power.",
      },
      {
        question: "How many bits make up one byte?",
        options: ["2", "4", "16", "8"],
        correct: 3,
        explanation: "A byte is a group of 8 bits. (A group of 4 bits is called a nibble.)",
      },
      {
        question: "Which of the following is an operating system?",
        options: ["Linux", "Microsoft Word", "CorelDRAW", "Mozilla Firefox"],
        correct: 0,
        explanation:
          "Linux is an operating system that manages the computer's hardware and resources. Word is a word processor, CorelDRAW is a graphics package and Firefox is a web browser.",
      },
      {
        question: "Who is generally regarded as the 'father of the computer'?",
        options: ["Blaise Pascal", "Bill Gates", "Charles Babbage", "Herman Hollerith"],
        correct: 2,
        explanation:
          "Charles Babbage designed the Difference Engine and the Analytical Engine in the 19th century, and the Analytical Engine contained the main ideas of the modern computer.",
      },
      {
        question: "Add the binary numbers 1011₂ + 110₂.",
        options: ["1111₂", "10101₂", "11001₂", "10001₂"],
        correct: 3,
        explanation: "1011₂ = 11 and 110₂ = 6, so the sum is 11 + 6 = 17. Since 17 = 16 + 1, the answer is 10001₂.",
      },
      {
        question: "The part of the CPU that performs calculations and comparisons such as 'greater than' is the",
        options: ["Arithmetic and Logic Unit (ALU)", "Control Unit", "register", "main memory"],
        correct: 0,
        explanation:
          "The ALU carries out arithmetic (add, subtract, etc.) and logical operations (comparisons). The control unit directs operations, and registers only hold data temporarily.",
      },
      {
        question: "First-generation computers used which of these as their main electronic component?",
        options: ["Transistors", "Integrated circuits", "Vacuum tubes", "Microprocessors"],
        correct: 2,
        explanation:
          "First-generation computers (1940s–1950s) used vacuum tubes. Transistors came with the second generation, integrated circuits with the third and microprocessors with the fourth.",
      },
      {
        question: "Which of the following is a spreadsheet package?",
        options: ["Microsoft Word", "Microsoft Excel", "Microsoft PowerPoint", "Adobe Photoshop"],
        correct: 1,
        explanation:
          "Excel organises data in rows and columns of cells and performs calculations with formulas. Word is a word processor, PowerPoint is for presentations and Photoshop is for editing images.",
      },
    ],
  },
  {
    slug: "accounting-principles",
    title: "Financial Accounting: Principles and Books of Account",
    description:
      "Apply the accounting equation, double entry, the trial balance, depreciation and trading-account calculations in WAEC-style questions.",
    category: "Accounting",
    difficulty: "medium",
    courseSlug: "waec-financial-accounting",
    tutorEmail: "emeka.nwosu@examprep.ng",
    timeLimit: 15,
    passingScore: 70,
    maxAttempts: 3,
    questions: [
      {
        question: "A trader in Aba has total assets of ₦850,000 and total liabilities of ₦230,000. Her capital is",
        options: ["₦620,000", "₦1,080,000", "₦230,000", "₦850,000"],
        correct: 0,
        explanation:
          "Assets = Capital + Liabilities, so Capital = Assets − Liabilities = ₦850,000 − ₦230,000 = ₦620,000.",
      },
      {
        question: "Goods bought on credit from Musa Stores should be recorded by",
        options: [
          "debiting Musa Stores' account and crediting purchases account",
          "debiting purchases account and crediting cash account",
          "debiting purchases account and crediting Musa Stores' account",
          "debiting Musa Stores' account and crediting cash account",
        ],
        correct: 2,
        explanation:
          "Purchases account receives the goods, so it is debited; Musa Stores gives the goods and becomes a creditor, so its account is credited. No cash is paid, so the cash account is not involved.",
      },
      {
        question: "The owner of a business took ₦15,000 from the business cash for personal use. The double entry is",
        options: [
          "debit cash account; credit drawings account",
          "debit drawings account; credit cash account",
          "debit drawings account; credit capital account",
          "debit wages account; credit cash account",
        ],
        correct: 1,
        explanation:
          "Cash leaves the business, so the cash account is credited; the withdrawal is recorded by debiting the drawings account, which is later deducted from capital.",
      },
      {
        question: "The main purpose of preparing a trial balance is to",
        options: [
          "determine the net profit for the period",
          "show the financial position of the business",
          "record credit transactions",
          "check the arithmetical accuracy of the ledger entries",
        ],
        correct: 3,
        explanation:
          "A trial balance lists all ledger balances to check that total debits equal total credits. Net profit is found in the income statement and financial position is shown by the balance sheet.",
      },
      {
        question: "Which of the following errors will NOT cause the trial balance totals to disagree?",
        options: [
          "An error of omission",
          "Posting a debit entry but leaving out the corresponding credit entry",
          "Posting ₦5,000 on the debit side and ₦500 on the credit side",
          "Posting both entries of a transaction to the debit side",
        ],
        correct: 0,
        explanation:
          "In an error of omission the whole transaction is left out of the books, so neither debits nor credits are affected and the totals still agree. Each of the other errors makes the debit and credit totals unequal.",
      },
      {
        question:
          "Sales ₦500,000; opening inventory ₦60,000; purchases ₦320,000; closing inventory ₦80,000. The gross profit is",
        options: ["₦120,000", "₦260,000", "₦180,000", "₦200,000"],
        correct: 3,
        explanation:
          "Cost of sales = 60,000 + 320,000 − 80,000 = ₦300,000. Gross profit = 500,000 − 300,000 = ₦200,000.",
      },
      {
        question:
          "A machine costs ₦500,000 and has an estimated residual value of ₦50,000 after 5 years. Using the straight-line method, the annual depreciation is",
        options: ["₦100,000", "₦90,000", "₦110,000", "₦450,000"],
        correct: 1,
        explanation:
          "Annual depreciation = (Cost − Residual value) ÷ Useful life = (500,000 − 50,000) ÷ 5 = 450,000 ÷ 5 = ₦90,000.",
      },
      {
        question:
          "A delivery van costing ₦200,000 is depreciated at 10% per annum on the reducing-balance method. The depreciation charge for the second year is",
        options: ["₦20,000", "₦38,000", "₦18,000", "₦16,200"],
        correct: 2,
        explanation:
          "Year 1: 10% × 200,000 = ₦20,000, leaving a book value of ₦180,000. Year 2: 10% × 180,000 = ₦18,000.",
      },
      {
        question: "Credit sales of goods are first recorded in the",
        options: ["cash book", "sales day book", "purchases day book", "returns outwards book"],
        correct: 1,
        explanation:
          "The sales day book (sales journal) is the book of original entry for credit sales of goods; the totals are later posted to the ledger.",
      },
      {
        question:
          "A petty cashier operates an imprest of ₦20,000. During the week she spent ₦14,500. To restore the imprest, the main cashier should give her",
        options: ["₦20,000", "₦5,500", "₦34,500", "₦14,500"],
        correct: 3,
        explanation:
          "Cash left = 20,000 − 14,500 = ₦5,500. To bring it back to ₦20,000 she must receive 20,000 − 5,500 = ₦14,500, which equals the amount spent.",
      },
      {
        question: "Which of the following is capital expenditure?",
        options: [
          "Payment of salaries",
          "Repairs to machinery",
          "Purchase of a delivery van",
          "Payment of electricity bill",
        ],
        correct: 2,
        explanation:
          "Buying a delivery van acquires a non-current asset that will be used for several years, so it is capital expenditure. Salaries, repairs and electricity are running (revenue) expenses.",
      },
      {
        question: "The accounting concept which states that a business is treated as separate from its owner is the",
        options: ["business entity concept", "going concern concept", "matching concept", "consistency concept"],
        correct: 0,
        explanation:
          "Under the business entity concept, only the business's transactions are recorded and the owner's private affairs are kept separate; this is why drawings are recorded.",
      },
    ],
  },
  {
    slug: "commerce-trade",
    title: "Commerce: Trade, Aids to Trade and Business Units",
    description:
      "A quick check on home and foreign trade, aids to trade, commercial documents and the main forms of business organisation.",
    category: "Commerce",
    difficulty: "easy",
    courseSlug: null,
    tutorEmail: "emeka.nwosu@examprep.ng",
    timeLimit: 10,
    passingScore: 50,
    maxAttempts: null,
    questions: [
      {
        question: "Which of the following is an aid to trade?",
        options: ["Retail trade", "Manufacturing", "Banking", "Mining"],
        correct: 2,
        explanation:
          "Aids to trade, such as banking, transport, insurance, warehousing and advertising, help trade to take place. Retailing is a branch of trade, while manufacturing and mining are industry.",
      },
      {
        question:
          "The buying and selling of goods within the boundaries of a country, for example between traders in Lagos and Kano, is called",
        options: ["home trade", "foreign trade", "entrepot trade", "export trade"],
        correct: 0,
        explanation:
          "Home (domestic) trade takes place within one country and is made up of wholesale and retail trade. Foreign, export and entrepot trade all cross national borders.",
      },
      {
        question: "The importation of goods for the purpose of re-exporting them to other countries is called",
        options: ["import trade", "home trade", "wholesale trade", "entrepot trade"],
        correct: 3,
        explanation:
          "Entrepot (re-export) trade involves importing goods into a country and then exporting them again to other countries.",
      },
      {
        question:
          "The principle of insurance which requires a person seeking insurance to disclose all material facts is",
        options: ["indemnity", "utmost good faith", "subrogation", "contribution"],
        correct: 1,
        explanation:
          "Utmost good faith (uberrimae fidei) means both parties must reveal all facts that could affect the contract; failure to disclose can make the policy void.",
      },
      {
        question: "A major disadvantage of the sole proprietorship is",
        options: [
          "quick decision-making",
          "personal contact with customers",
          "unlimited liability",
          "the owner keeps all the profit",
        ],
        correct: 2,
        explanation:
          "The sole proprietor has unlimited liability, so his or her private property can be taken to pay the debts of the business. The other options are advantages.",
      },
      {
        question:
          "A middleman who buys goods in large quantities from manufacturers and sells them in smaller quantities to retailers is a",
        options: ["retailer", "wholesaler", "consumer", "hawker"],
        correct: 1,
        explanation:
          "The wholesaler links the manufacturer and the retailer by buying in bulk and breaking the bulk into smaller lots for retailers.",
      },
      {
        question: "Warehousing as an aid to trade mainly removes the hindrance of",
        options: ["place", "risk", "finance", "time"],
        correct: 3,
        explanation:
          "Warehouses store goods from the time they are produced until they are needed, bridging the gap in time between production and consumption. Transport removes the hindrance of place and insurance that of risk.",
      },
      {
        question:
          "A retailer who carries goods about from place to place, for example selling sachet water in Lagos traffic, is called a",
        options: ["hawker", "wholesaler", "supermarket owner", "mail-order seller"],
        correct: 0,
        explanation:
          "A hawker is an itinerant (mobile) retailer without a fixed shop who takes goods to customers wherever they are.",
      },
      {
        question: "In a co-operative society, each member has",
        options: [
          "votes according to the number of shares held",
          "one vote irrespective of the number of shares held",
          "no voting right",
          "votes according to years of membership",
        ],
        correct: 1,
        explanation:
          "Co-operatives are run democratically on the principle of 'one member, one vote', however many shares a member holds.",
      },
      {
        question: "The major problem of trade by barter is",
        options: [
          "high cost of transport",
          "too much money in circulation",
          "lack of double coincidence of wants",
          "high interest rates",
        ],
        correct: 2,
        explanation:
          "In barter, goods are exchanged directly for goods, so each trader must find someone who has what he wants and also wants what he has. Money solved this problem.",
      },
      {
        question:
          "A document sent by a seller to a buyer to correct an overcharge or to acknowledge goods returned is a",
        options: ["credit note", "debit note", "invoice", "receipt"],
        correct: 0,
        explanation:
          "A credit note reduces the amount the buyer owes. A debit note increases it (e.g. for an undercharge), an invoice states the goods sold and their prices, and a receipt acknowledges payment.",
      },
      {
        question:
          "Goods listed at ₦50,000 are sold to a retailer less 10% trade discount. The amount on the invoice is",
        options: ["₦5,000", "₦55,000", "₦40,000", "₦45,000"],
        correct: 3,
        explanation: "Trade discount = 10% × ₦50,000 = ₦5,000, so the invoice amount = ₦50,000 − ₦5,000 = ₦45,000.",
      },
    ],
  },
];
